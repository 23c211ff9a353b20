// The browser entry: reads the page data and mounts each island.
import { pageDataId, type PageData } from '../shared/pageData.js';
import { mountAnnouncementBar } from './announcementBar.js';
import { mountCodeCopy } from './codeCopy.js';
import { mountColorMode } from './colorMode.js';
import { mountLiveReload } from './liveReload.js';
import { listenTabs, mountTabs } from './tabs.js';

const data = JSON.parse(document.getElementById(pageDataId)?.textContent ?? '{}') as PageData;

mountColorMode(data);
mountAnnouncementBar(data);
mountCodeCopy();
listenTabs();
mountTabs();
if (data.devEventsUrl) mountLiveReload(data.devEventsUrl);
