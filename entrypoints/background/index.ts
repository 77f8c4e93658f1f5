import { defineBackground } from 'wxt/utils/define-background';
import { browser } from 'wxt/browser';
import { createRouter } from '../../lib/messaging/router';
import { createHandlers } from './handlers';
import { wireActionButton } from './action';

export default defineBackground({
  type: 'module',
  main() {
    wireActionButton();
    const router = createRouter(createHandlers(), { id: browser.runtime.id, origin: browser.runtime.getURL('/').replace(/\/$/, '') });
    browser.runtime.onMessage.addListener((message, sender) => router(message, sender));
    browser.runtime.onInstalled.addListener(({ reason }) => {
      if (reason === 'install') void browser.tabs.create({ url: browser.runtime.getURL('/onboarding.html') });
    });
  },
});
