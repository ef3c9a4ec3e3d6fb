import { contactScreen } from '../../../../../screens/contact/contact-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The contact screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('contact', contactScreen);

export { generateMetadata };
export default ScreenPage;
