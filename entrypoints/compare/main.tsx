import { CompareApp } from '../../components/compare-page/CompareApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import { mountPage } from '../../components/shared/mount';
import '../../components/shared/base.css';
import '../../components/panel/panel.css';
import '../../components/compare-page/compare-page.css';

mountPage(<CompareApp background={createBrowserBackground()} search={window.location.search} />);
