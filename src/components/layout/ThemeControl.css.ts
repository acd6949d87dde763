import { style, styleVariants } from '@vanilla-extract/css';
import { minWidth } from '../../styles/breakpoints';
import * as setting from './headerSetting.css';

export const root = styleVariants({
  // Below `sm` the header has no room beside the logo: the menu carries the control there.
  header: [setting.root.header, { display: 'none', '@media': { [minWidth('sm')]: { display: 'flex' } } }],
  menu: [setting.root.menu],
});

export { label } from './headerSetting.css';

export const icon = style({ flexShrink: 0 });

export const select = style([setting.frame, { cursor: 'pointer' }]);
