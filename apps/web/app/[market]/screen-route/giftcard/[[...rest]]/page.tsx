import { giftcardScreen } from '../../../../../screens/giftcard/giftcard-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The giftcard screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('giftcard', giftcardScreen);

export { generateMetadata };
export default ScreenPage;
