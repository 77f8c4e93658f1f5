import { OptionsApp } from '../../components/options/OptionsApp';
import { createBrowserBackground } from '../../components/shared/browser-background';
import { mountPage } from '../../components/shared/mount';
import '../../components/shared/base.css';
import '../../components/shared/pages.css';

mountPage(<OptionsApp background={createBrowserBackground()} demo={import.meta.env.MODE === 'demo'} />);
