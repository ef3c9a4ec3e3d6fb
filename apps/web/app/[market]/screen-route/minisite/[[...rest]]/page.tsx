import { minisiteScreen } from '../../../../../screens/minisite/minisite-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The partner minisite screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('minisite', minisiteScreen);

export { generateMetadata };
export default ScreenPage;
