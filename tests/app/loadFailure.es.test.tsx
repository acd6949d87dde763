import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import ui from 'virtual:content/interface.yaml';
import { showLoadFailure } from '../../src/app/loading/hydrate';

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

it('links a Spanish page that could not go live to its own address, to load it afresh', async () => {
  window.history.replaceState(null, '', '/es/contact');
  showLoadFailure();
  await waitFor(() =>
    expect(screen.getByRole('link', { name: ui.pageLoadFailure.reload })).toHaveAttribute(
      'href',
      '/es/contact',
    ),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(ui.pageLoadFailure.interactive);
});
