// The Spanish build's forms (SITE_LOCALE=es): Spanish labels and errors, and every post,
// JSON or the browser's own, names the page's language for the receiver to answer in.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../src/components/forms/ContactForm';
import { NewsletterForm } from '../../src/components/forms/NewsletterForm';

const field = (name: RegExp | string) => screen.getByLabelText(name);
const sendButton = () => screen.getByRole('button', { name: /enviar mensaje|enviando/i });

describe('the Spanish forms', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('answer an empty submit with Spanish errors and move to the first field', async () => {
    const user = userEvent.setup();
    render(<ContactForm endpoint="/api/contact" />);
    await user.click(sendButton());
    const summary = screen.getByRole('alert', { name: 'Corrija 3 campos:' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Escriba su nombre.',
      'Escriba su dirección de correo electrónico.',
      'Escriba su mensaje.',
    ]);
    expect(field('Su nombre')).toHaveFocus();
    expect(field('Su nombre')).toHaveAccessibleDescription('Escriba su nombre.');
  });

  it("send the JSON with the Spanish budget label and the page's language", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    render(<ContactForm endpoint="https://forms.example/contact" />);
    for (const [label, text] of [
      ['Su nombre', 'María Pérez'],
      ['Correo electrónico', 'maria@acme.example'],
      ['Su mensaje', 'Necesitamos ayuda con la nube.'],
    ] as const) {
      await user.click(field(label));
      await user.paste(text);
    }
    await user.selectOptions(field('¿Cuál es su presupuesto?'), 'Menos de $5,000');
    await user.click(sendButton());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'María Pérez',
      email: 'maria@acme.example',
      phone: '',
      budget: 'Menos de $5,000',
      message: 'Necesitamos ayuda con la nube.',
      locale: 'es',
    });
  });

  it("name the page's language in the post the browser makes itself (JavaScript off)", () => {
    render(
      <>
        <ContactForm endpoint="/api/contact" />
        <NewsletterForm endpoint="/api/newsletter" />
      </>,
    );
    for (const name of ['Envíenos un mensaje', 'Suscripción al boletín']) {
      expect(
        new FormData(screen.getByRole('form', { name }) as HTMLFormElement).get('locale'),
      ).toBe('es');
    }
  });
});
