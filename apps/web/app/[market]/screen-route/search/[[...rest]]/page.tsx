import { searchScreen } from '../../../../../screens/search/search-screen-definitions';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The search screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('search', searchScreen);

export { generateMetadata };
export default ScreenPage;
