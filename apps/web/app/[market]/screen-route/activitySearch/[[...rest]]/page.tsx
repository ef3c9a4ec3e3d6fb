import { activitySearchScreen } from '../../../../../screens/search/search-screen-definitions';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The activitySearch screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('activitySearch', activitySearchScreen);

export { generateMetadata };
export default ScreenPage;
