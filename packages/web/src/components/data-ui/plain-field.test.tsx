import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldSelectBox } from './field-select-box';
import { FormField } from './form-fields';
import { FormUi } from '../../test/form-ui';
import { PlainInput } from './plain-input';
import { PlainTextarea } from './plain-textarea';

describe('FormField (PlainField)', () => {
  it('labels its input (the label control); required, no description while fine', () => {
    render(
      <FormUi>
        <FormField label="Style no" error={null} required>
          <PlainInput />
        </FormField>
      </FormUi>,
    );
    // The label's text content includes the required mark (as with Chakra's Field).
    const input = screen.getByLabelText(/^Style no/);
    expect(input.tagName).toBe('INPUT');
    expect(input.className).toContain('chakra-input');
    expect((input as HTMLInputElement).required).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    // The required mark is not part of the name.
    expect(screen.getByRole('textbox', { name: 'Style no' })).toBe(input);
    // The browser focuses a label's control on click (jsdom does not act it out).
    expect(screen.getByText('Style no').closest('label')?.control).toBe(input);
  });

  it('describes the control by the helper while fine and by the error once invalid', () => {
    const field = (error: string | null) => (
      <FormUi>
        <FormField label="Remark" error={error} helper="Shown on tickets">
          <PlainTextarea />
        </FormField>
      </FormUi>
    );
    const { rerender } = render(field(null));
    const textarea = screen.getByRole('textbox', { name: 'Remark' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.className).toContain('chakra-textarea');
    expect(textarea.getAttribute('aria-describedby')).toBe(screen.getByText('Shown on tickets').id);
    expect((textarea as HTMLTextAreaElement).required).toBe(false);

    rerender(field('Too long'));
    expect(screen.getByRole('textbox', { name: 'Remark' })).toBe(textarea);
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Too long');
    expect(textarea.getAttribute('aria-describedby')).toBe(error.id);
    expect(error.getAttribute('aria-live')).toBe('polite');
    expect(screen.queryByText('Shown on tickets')).toBeNull();
    expect(screen.getByRole('textbox', { description: 'Too long' })).toBe(textarea);
  });

  it('labels a FieldSelectBox the same way', () => {
    render(
      <FormUi>
        <FormField label="Category" error="Choose one" required>
          <FieldSelectBox value="" placeholder="None" options={[{ value: 'x', label: 'X' }]} onChange={() => undefined} />
        </FormField>
      </FormUi>,
    );
    const select = screen.getByRole('combobox', { name: 'Category', description: 'Choose one' });
    expect((select as HTMLSelectElement).required).toBe(true);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('leaves a plain input outside a field alone', () => {
    render(
      <FormUi>
        <PlainInput aria-label="Search" />
      </FormUi>,
    );
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.hasAttribute('id')).toBe(false);
    expect((input as HTMLInputElement).required).toBe(false);
  });
});
