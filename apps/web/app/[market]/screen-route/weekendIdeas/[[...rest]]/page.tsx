import { defineScreenPage } from '../../../../../screens/screen-page';
import { weekendIdeasScreen } from '../../../../../screens/weekend-ideas/weekend-ideas-screen';

/** The weekend ideas screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('weekendIdeas', weekendIdeasScreen);

export { generateMetadata };
export default ScreenPage;
