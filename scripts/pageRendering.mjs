// Parts of a page off screen skip their rendering until a visitor nears them
// (`content-visibility: auto`), so a full-page screenshot, or a colour measured from what is
// painted, would find them blank.

/**
 * Renders every part of the page as it is when in view. Through the CSSOM, which the CSP allows.
 * @param {import('@playwright/test').Page} page
 */
export const renderEveryPart = (page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll('*')) {
      if (element instanceof HTMLElement && getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
    }
  });
