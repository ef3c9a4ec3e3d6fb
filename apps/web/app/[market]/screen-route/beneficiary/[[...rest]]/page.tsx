import { beneficiaryScreen } from '../../../../../screens/beneficiary/beneficiary-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The beneficiary screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('beneficiary', beneficiaryScreen);

export { generateMetadata };
export default ScreenPage;
