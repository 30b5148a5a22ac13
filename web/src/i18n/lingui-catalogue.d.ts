// A catalogue imported with `?lingui` is compiled by @lingui/vite-plugin (lingui.config.ts) into Lingui's messages.
declare module '*?lingui' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
