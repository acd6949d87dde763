import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '../../src/components/layout/SiteHeader';
import { renderAt } from '../renderAt';

const staticHeader = () => within(screen.getByRole('banner'));
const menuButton = () => staticHeader().getByRole('button', { name: 'Open menu' });

function scrollTo(y: number) {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('<SiteHeader />', () => {
  it('links the logo home and marks the current page', () => {
    renderAt('/about', <SiteHeader />);
    expect(staticHeader().getByRole('link', { name: 'Vantix IT Solutions, home' })).toHaveAttribute('href', '/');
    const nav = within(staticHeader().getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Services', 'About us', 'Contact us']);
    expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  describe('given the drawer is closed', () => {
    it('is not exposed and the menu button names no controlled element', () => {
      renderAt('/', <SiteHeader />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
      expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
      expect(menuButton()).not.toHaveAttribute('aria-controls');
    });
  });

  describe('when the menu button is pressed', () => {
    it('opens a labelled modal dialog with the logo, a close button and the four links', async () => {
      const user = userEvent.setup();
      renderAt('/', <SiteHeader />);
      await user.click(menuButton());
      const dialog = screen.getByRole('dialog', { name: 'Menu' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
      expect(menuButton()).toHaveAttribute('aria-controls', dialog.id);
      expect(within(dialog).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Services', 'About us', 'Contact us']);
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    });

    it.each([
      ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
      ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close menu' }))],
      // What a pointer meets beside the panel: the backdrop the dialog sits in.
      ['a click beside the panel', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('dialog').parentElement!)],
    ])('closes on %s and returns focus to the menu button', async (_how, close) => {
      const user = userEvent.setup();
      renderAt('/', <SiteHeader />);
      await user.click(menuButton());
      await close(user);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(menuButton()).toHaveFocus();
    });

    it('closes and navigates when a link is followed', async () => {
      const user = userEvent.setup();
      const { history } = renderAt('/', <SiteHeader />);
      await user.click(menuButton());
      await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Services' }));
      expect(history.at(-1)).toBe('/services');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('locks the page scroll until it closes', async () => {
      const user = userEvent.setup();
      renderAt('/', <SiteHeader />);
      await user.click(menuButton());
      expect(document.body.style.overflow).toBe('hidden');
      await user.keyboard('{Escape}');
      expect(document.body.style.overflow).toBe('');
    });
  });

  describe('the pinned copy', () => {
    it('is inert and hidden until the page scrolls past 0.9 of the window height', () => {
      scrollTo(0);
      renderAt('/', <SiteHeader />);
      const pinnedNav = () => screen.queryByRole('navigation', { name: 'Main, pinned' });
      // Out of the tab order while hidden: inside an inert subtree.
      const inert = () => screen.getByRole('navigation', { name: 'Main, pinned', hidden: true }).closest('[inert]') !== null;
      expect(pinnedNav()).not.toBeInTheDocument();
      expect(inert()).toBe(true);
      act(() => scrollTo(900));
      expect(pinnedNav()).not.toBeInTheDocument();
      act(() => scrollTo(901));
      expect(pinnedNav()).toBeInTheDocument();
      expect(inert()).toBe(false);
      act(() => scrollTo(100));
      expect(pinnedNav()).not.toBeInTheDocument();
      expect(inert()).toBe(true);
    });

    it('opens the drawer too, and focus returns to its own menu button', async () => {
      scrollTo(2000);
      const user = userEvent.setup();
      renderAt('/', <SiteHeader />);
      // The pinned copy's button: the second of the two, after the static header's.
      const pinnedButton = screen.getAllByRole('button', { name: 'Open menu' })[1]!;
      await user.click(pinnedButton);
      await user.keyboard('{Escape}');
      expect(pinnedButton).toHaveFocus();
    });
  });
});
