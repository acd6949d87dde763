// The content manager at /admin/: Sveltia CMS from its npm module build, bundled with the
// site's own files, so neither its code nor its fonts come from another host.
import { init } from '@sveltia/cms';
import { cmsConfig } from './config';

void init({ config: cmsConfig(window.location) });
