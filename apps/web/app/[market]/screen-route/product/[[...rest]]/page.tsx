import { productScreen } from '../../../../../screens/product/product-screen';
import { defineScreenPage } from '../../../../../screens/screen-page';

/** The product screen's own route (decision 0012); the proxy sends its public paths here. */
const { generateMetadata, ScreenPage } = defineScreenPage('product', productScreen);

export { generateMetadata };
export default ScreenPage;
