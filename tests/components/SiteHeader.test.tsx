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
    renderAt('/about', <SiteHeader page="/about" languagePage="/about" />);
    expect(staticHeader().getByRole('link', { name: 'Vantix IT Solutions, home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = within(staticHeader().getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Services',
      'About us',
      'Contact us',
    ]);
    expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers the system, light and dark themes in the header and the menu, starting at the choice in force', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    renderAt('/', <SiteHeader page="/" languagePage="/" />);
    const header = staticHeader().getByRole('combobox', { name: 'Theme' });
    expect(
      within(header)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    expect(header).toHaveValue('dark');
    const menu = within(document.querySelector('dialog')!).getByRole('combobox', {
      name: 'Theme',
      hidden: true,
    });
    expect(menu).toHaveValue('dark');
    document.documentElement.removeAttribute('data-theme');
  });

  it('offers the page it is given in Spanish, named in Spanish, in the header and the menu', () => {
    renderAt(
      '/case-studies/red-river',
      <SiteHeader page="/case-studies/red-river" languagePage="/case-studies/red-river" />,
    );
    const menu = document.querySelector('dialog')!;
    for (const link of [
      staticHeader().getByRole('link', { name: 'Español' }),
      within(menu).getByRole('link', { name: 'Español', hidden: true }),
    ]) {
      expect(link).toHaveAttribute('href', '/es/case-studies/red-river');
      expect(link).toHaveAttribute('hreflang', 'es');
      expect(link).toHaveAttribute('lang', 'es');
    }
    expect(within(menu).getByText('Language')).toBeInTheDocument();
  });

  describe('given the drawer is closed', () => {
    it('is not exposed, and the menu button names the dialog it opens', () => {
      renderAt('/', <SiteHeader page="/" languagePage="/" />);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // No aria-expanded: a button with an invoker command has its state from the browser.
      expect(menuButton()).not.toHaveAttribute('aria-expanded');
      expect(menuButton()).toHaveAttribute('aria-haspopup', 'dialog');
      expect(menuButton()).toHaveAttribute('aria-controls', document.querySelector('dialog')!.id);
    });

    it('is a native dialog the menu buttons open and its close button closes with no script', () => {
      renderAt('/', <SiteHeader page="/" languagePage="/" />);
      const dialog = document.querySelector('dialog')!;
      expect(menuButton()).toHaveAttribute('commandfor', dialog.id);
      expect(menuButton()).toHaveAttribute('command', 'show-modal');
      const close = within(dialog).getByRole('button', { name: 'Close menu', hidden: true });
      expect(close).toHaveAttribute('commandfor', dialog.id);
      expect(close).toHaveAttribute('command', 'close');
      expect(dialog).toHaveAttribute('closedby', 'any');
    });
  });

  // jsdom has no invoker commands: these go through the app's fallback for such browsers.
  describe('when the menu button is pressed', () => {
    it('opens a labelled dialog with the logo, a close button and the four links', async () => {
      const user = userEvent.setup();
      renderAt('/', <SiteHeader page="/" languagePage="/" />);
      await user.click(menuButton());
      const dialog = screen.getByRole('dialog', { name: 'Menu' });
      const nav = within(within(dialog).getByRole('navigation', { name: 'Main, menu' }));
      expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
        'Home',
        'Services',
        'About us',
        'Contact us',
      ]);
      expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
    });

    it('closes on the close button', async () => {
      const user = userEvent.setup();
      renderAt('/', <SiteHeader page="/" languagePage="/" />);
      await user.click(menuButton());
      await user.click(screen.getByRole('button', { name: 'Close menu' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes at once on a link to the page already shown (a new page closes it as it shows)', async () => {
      const user = userEvent.setup();
      renderAt('/services', <SiteHeader page="/services" languagePage="/services" />);
      await user.click(menuButton());
      await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Services' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('the pinned copy', () => {
    it('is inert and hidden until the page scrolls past 0.9 of the window height', () => {
      scrollTo(0);
      renderAt('/', <SiteHeader page="/" languagePage="/" />);
      const pinnedNav = () => screen.queryByRole('navigation', { name: 'Main, pinned' });
      // Out of the tab order while hidden: inside an inert subtree.
      const inert = () =>
        screen
          .getByRole('navigation', { name: 'Main, pinned', hidden: true })
          .closest('[inert]') !== null;
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
  });
});
