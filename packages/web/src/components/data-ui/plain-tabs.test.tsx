import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormUi } from '../../test/form-ui';
import { PlainTabsContent, PlainTabsList, PlainTabsRoot, PlainTabsTrigger, type PlainTabsRootProps } from './plain-tabs';

function Tabs({ disabledB = false, ...root }: Omit<PlainTabsRootProps, 'children'> & { disabledB?: boolean }) {
  return (
    <FormUi>
      <PlainTabsRoot size="sm" variant="line" {...root}>
        <PlainTabsList>
          <PlainTabsTrigger value="a">Alpha</PlainTabsTrigger>
          <PlainTabsTrigger value="b" disabled={disabledB}>
            Beta
          </PlainTabsTrigger>
          <PlainTabsTrigger value="c">Gamma</PlainTabsTrigger>
        </PlainTabsList>
        <PlainTabsContent value="a">Panel A</PlainTabsContent>
        <PlainTabsContent value="b">Panel B</PlainTabsContent>
        <PlainTabsContent value="c">Panel C</PlainTabsContent>
      </PlainTabsRoot>
    </FormUi>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('PlainTabs', () => {
  it('wires tablist, tabs and the selected panel by ids, with a roving tabindex and the recipe classes', () => {
    render(<Tabs defaultValue="a" />);
    const list = screen.getByRole('tablist');
    expect(list.getAttribute('data-orientation')).toBe('horizontal');
    expect(list.className).toContain('chakra-tabs__list');
    expect(tab('Alpha').getAttribute('aria-selected')).toBe('true');
    expect(tab('Alpha').hasAttribute('data-selected')).toBe(true);
    expect(tab('Beta').getAttribute('aria-selected')).toBe('false');
    expect([tab('Alpha').tabIndex, tab('Beta').tabIndex, tab('Gamma').tabIndex]).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Panel A');
    expect(tab('Alpha').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Alpha').id);
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toBe(panel);
    // Without lazyMount the other panels are in the page, hidden.
    expect(screen.getByText('Panel B').hidden).toBe(true);
  });

  it('selects on click (uncontrolled) and reports the value', () => {
    const onValueChange = vi.fn<(details: { value: string }) => void>();
    render(<Tabs defaultValue="a" onValueChange={onValueChange} />);
    fireEvent.click(tab('Gamma'));
    expect(selected()).toEqual(['Gamma']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C');
    expect(onValueChange).toHaveBeenCalledWith({ value: 'c' });
    // The selected tab again: no change to report.
    fireEvent.click(tab('Gamma'));
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('moves the focus and the selection with the arrow keys, wrapping and skipping disabled tabs; Home and End', () => {
    render(<Tabs defaultValue="a" disabledB />);
    tab('Alpha').focus();
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Gamma']);
    expect(document.activeElement).toBe(tab('Gamma'));
    expect(tab('Gamma').tabIndex).toBe(0);
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowRight' });
    expect(selected()).toEqual(['Alpha']);
    fireEvent.keyDown(tab('Alpha'), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['Gamma']);
    fireEvent.keyDown(tab('Gamma'), { key: 'Home' });
    expect(selected()).toEqual(['Alpha']);
    expect(document.activeElement).toBe(tab('Alpha'));
    fireEvent.keyDown(tab('Alpha'), { key: 'End' });
    expect(selected()).toEqual(['Gamma']);
    // Vertical keys do nothing in a horizontal list; a click on a disabled tab neither.
    fireEvent.keyDown(tab('Gamma'), { key: 'ArrowDown' });
    fireEvent.click(tab('Beta'));
    expect(selected()).toEqual(['Gamma']);
  });

  it('follows a controlled value', () => {
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setValue('c');
            }}
          >
            outside
          </button>
          <Tabs
            value={value}
            onValueChange={(details) => {
              setValue(details.value);
            }}
          />
        </>
      );
    }
    render(<Controlled />);
    fireEvent.click(tab('Beta'));
    expect(selected()).toEqual(['Beta']);
    fireEvent.click(screen.getByRole('button', { name: 'outside' }));
    expect(selected()).toEqual(['Gamma']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel C');
  });

  it('lazyMount mounts a panel when first selected and keeps it; with unmountOnExit it goes when left', () => {
    const { unmount } = render(<Tabs defaultValue="a" lazyMount />);
    expect(screen.queryByText('Panel B')).toBeNull();
    fireEvent.click(tab('Beta'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
    fireEvent.click(tab('Alpha'));
    expect(screen.getByText('Panel B').hidden).toBe(true);
    unmount();

    render(<Tabs defaultValue="a" lazyMount unmountOnExit />);
    fireEvent.click(tab('Beta'));
    expect(screen.getByText('Panel B')).toBeTruthy();
    fireEvent.click(tab('Alpha'));
    expect(screen.queryByText('Panel B')).toBeNull();
    expect(screen.queryByText('Panel C')).toBeNull();
  });
});
