import { SidePanelApp } from '../../components/panel/SidePanelApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import { mountPage } from '../../components/shared/mount';
import '../../components/shared/base.css';
import '../../components/panel/panel.css';

mountPage(<SidePanelApp background={createBrowserBackground()} />);
