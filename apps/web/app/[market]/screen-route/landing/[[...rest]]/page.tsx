import { landingScreen } from '../../../../../screens/landing/landing-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The promo landings' own route (decision 0012); the proxy sends `/{market}/promo/{slug}` here. */
const { generateMetadata, ScreenPage } = defineScreenPage('landing', landingScreen);

export { generateMetadata };
export default ScreenPage;
