import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFormFields } from '../../src/forms/useFormFields';
import { contactValidators } from '../../src/forms/validation';
import { pageWords } from '../../src/forms/words';

const { fieldErrors } = pageWords;

const validators = { name: contactValidators.name, email: contactValidators.email };
const empty = { name: '', email: '' };
const key = 'test:fields';

describe('useFormFields', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows no error for a field only passed through, and a live one once it was edited and left', () => {
    const { result } = renderHook(() => useFormFields({ validators, empty }));
    act(() => result.current.blur('name'));
    expect(result.current.visibleErrors).toEqual({});

    act(() => result.current.change('name', 'J'));
    expect(result.current.visibleErrors).toEqual({});
    act(() => result.current.blur('name'));
    expect(result.current.visibleErrors.name).toBe(fieldErrors.nameTooShort(2));
    act(() => result.current.change('name', 'Jo'));
    expect(result.current.visibleErrors.name).toBeUndefined();
  });

  it('shows every error after a submit and names the first invalid field in form order', () => {
    const { result } = renderHook(() => useFormFields({ validators, empty }));
    act(() => result.current.change('email', 'x'));
    expect(result.current.firstInvalid).toBe('name');
    act(() => result.current.touchAll());
    expect(result.current.visibleErrors).toEqual({
      name: fieldErrors.nameMissing,
      email: fieldErrors.emailInvalid,
    });
    expect(result.current.isValid).toBe(false);
  });

  it('saves a draft as the visitor types, restores it on the next mount and forgets it once sent', () => {
    const first = renderHook(() => useFormFields({ validators, empty, draftKey: key }));
    act(() => first.result.current.change('name', 'Jane'));
    first.unmount();

    const second = renderHook(() => useFormFields({ validators, empty, draftKey: key }));
    expect(second.result.current.values).toEqual({ name: 'Jane', email: '' });
    act(() => second.result.current.clearSent({ name: 'Jane', email: '' }));
    expect(second.result.current.values).toEqual(empty);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('keeps, with its draft, what was typed while the form was sending', () => {
    const { result } = renderHook(() => useFormFields({ validators, empty, draftKey: key }));
    act(() => result.current.change('name', 'Jane'));
    const sent = result.current.values;
    act(() => result.current.change('name', 'Jane Cooper'));
    act(() => result.current.clearSent(sent));
    expect(result.current.values).toEqual({ name: 'Jane Cooper', email: '' });
    expect(JSON.parse(sessionStorage.getItem(key) ?? '{}')).toMatchObject({ name: 'Jane Cooper' });
  });

  it('leaves out restored values the form refuses', () => {
    sessionStorage.setItem(key, JSON.stringify({ name: 'Jane', email: 'bad' }));
    const { result } = renderHook(() =>
      useFormFields({
        validators,
        empty,
        draftKey: key,
        acceptDraft: (field) => field !== 'email',
      }),
    );
    expect(result.current.values).toEqual({ name: 'Jane', email: '' });
  });

  it('keeps what was typed before the form hydrated, over a draft, and saves it as the draft', () => {
    sessionStorage.setItem(key, JSON.stringify({ name: 'Old draft', email: 'old@acme.example' }));
    const form = document.createElement('form');
    form.innerHTML = '<input name="name"><input name="email">';
    (form.elements.namedItem('email') as HTMLInputElement).value = 'jane@acme.example';
    const { result } = renderHook(() =>
      useFormFields({ validators, empty, draftKey: key, form: { current: form } }),
    );
    expect(result.current.values).toEqual({ name: 'Old draft', email: 'jane@acme.example' });
    expect(JSON.parse(sessionStorage.getItem(key) ?? '{}')).toMatchObject({
      email: 'jane@acme.example',
    });
    act(() => result.current.blur('email'));
    expect(result.current.visibleErrors).toEqual({ email: undefined });
  });
});
