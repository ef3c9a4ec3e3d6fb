import { boxesScreen } from '../../../../../screens/boxes/boxes-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The boxes screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('boxes', boxesScreen);

export { generateMetadata };
export default ScreenPage;
