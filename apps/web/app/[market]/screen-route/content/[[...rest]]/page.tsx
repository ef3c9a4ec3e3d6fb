import { contentScreen } from '../../../../../screens/content/content-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The static content screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('content', contentScreen);

export { generateMetadata };
export default ScreenPage;
