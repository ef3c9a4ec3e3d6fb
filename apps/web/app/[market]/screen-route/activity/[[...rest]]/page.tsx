import { activityScreen } from '../../../../../screens/activity/activity-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The activity screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('activity', activityScreen);

export { generateMetadata };
export default ScreenPage;
