import { hotelScreen } from '../../../../../screens/hotel/hotel-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The hotel screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('hotel', hotelScreen);

export { generateMetadata };
export default ScreenPage;
