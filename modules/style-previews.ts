/**
 * A local WXT module (WXT loads every file in modules/ by itself): at every build, dev server and
 * zip it writes the choice cards' pictures, drawn from the data table of
 * `lib/format/style-palettes.ts`, into the extension as `style-previews/<slug>.svg`. Nothing drawn
 * is committed; change the table and build again.
 */
import { defineWxtModule } from 'wxt/modules';
import { previewFiles } from '../lib/format/style-previews';

export default defineWxtModule({
  name: 'style-previews',
  setup(wxt) {
    wxt.hooks.hook('build:publicAssets', (_wxt, files) => {
      for (const { path, svg } of previewFiles()) files.push({ relativeDest: path, contents: svg });
    });
  },
});
