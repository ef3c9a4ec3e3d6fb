import { accountScreen } from '../../../../../screens/account/account-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The account screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('account', accountScreen);

export { generateMetadata };
export default ScreenPage;
