import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FormField } from './form-fields';
import { FormUiProvider } from './form-ui-provider';
import { pasteOverflows } from './length-limit';
import { PlainInput } from './plain-input';
import { PlainTextarea } from './plain-textarea';

function Limited({ multiline = false, initial = '' }: { multiline?: boolean; initial?: string }) {
  const [value, setValue] = useState(initial);
  const onChange = (e: { currentTarget: { value: string } }) => {
    setValue(e.currentTarget.value);
  };
  return (
    <FormUiProvider>
      <FormField label="Name" error={null}>
        {multiline ? <PlainTextarea maxLength={64} value={value} onChange={onChange} /> : <PlainInput maxLength={64} value={value} onChange={onChange} />}
      </FormField>
    </FormUiProvider>
  );
}

/** What the browser does with a paste into a box with maxlength: the paste event, then the text cut to the limit. */
function pasteCut(box: HTMLElement, text: string) {
  fireEvent.paste(box, { clipboardData: { getData: () => text } });
  fireEvent.change(box, { target: { value: text.slice(0, 64) } });
}

describe('text boxes with a length limit', () => {
  it.each([false, true])('say so when a paste was cut to the limit (multiline: %s)', (multiline) => {
    renderWithProviders(<Limited multiline={multiline} />);
    const box = screen.getByLabelText('Name');
    expect(screen.queryByTestId('length-note')).toBeNull();
    pasteCut(box, 'x'.repeat(500));
    expect(screen.getByTestId('length-note').textContent).toBe('粘贴的内容超过64个字符，已截去多出的部分');
    // Shorter again: the message goes.
    fireEvent.change(box, { target: { value: 'x'.repeat(10) } });
    expect(screen.queryByTestId('length-note')).toBeNull();
  });

  it('count the characters near the limit, and only there', () => {
    renderWithProviders(<Limited />, { locale: 'en' });
    const box = screen.getByLabelText('Name');
    fireEvent.change(box, { target: { value: 'x'.repeat(57) } });
    expect(screen.queryByTestId('length-note')).toBeNull();
    fireEvent.change(box, { target: { value: 'x'.repeat(58) } });
    expect(screen.getByTestId('length-note').textContent).toBe('58/64');
    // A paste that fits says nothing about cutting.
    fireEvent.paste(box, { clipboardData: { getData: () => 'abc' } });
    expect(screen.getByTestId('length-note').textContent).toBe('58/64');
  });

  it('pasteOverflows: the text after the paste (the selection replaced) is longer than the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), fc.nat(80), fc.nat(80), fc.integer({ min: 1, max: 100 }), (value, pasted, a, b, max) => {
        const start = Math.min(a, b, value.length);
        const end = Math.min(Math.max(a, b), value.length);
        const after = value.slice(0, start) + pasted + value.slice(end);
        expect(pasteOverflows({ value, selectionStart: start, selectionEnd: end }, pasted, max)).toBe(after.length > max);
      }),
    );
  });
});
