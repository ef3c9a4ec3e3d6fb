import { bookingScreen } from '../../../../../screens/booking/booking-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The booking screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('booking', bookingScreen);

export { generateMetadata };
export default ScreenPage;
