import { confirmationScreen } from '../../../../../screens/confirmation/confirmation-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The order confirmation screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('confirmation', confirmationScreen);

export { generateMetadata };
export default ScreenPage;
