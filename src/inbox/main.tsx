// The leads' inbox at /admin/leads/: its own entry, built with the content manager's and never
// part of a visitor's page. Rendered in the browser alone: it shows nothing without its API.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/fonts.css';
import '../styles/global.css';
import { loadWebFonts } from '../styles/loadWebFonts';
import { webFont } from '../styles/webFonts';
import { Inbox } from './Inbox';

const container = document.getElementById('root');
if (!container) throw new Error('The inbox page has no #root element.');
void loadWebFonts(document.fonts, FontFace, webFont).then((addFaces) => addFaces());
createRoot(container).render(
  <StrictMode>
    <Inbox />
  </StrictMode>,
);
