/**
 * The visit's early script, inlined at the top of every built page's <head>: the landing page's
 * campaign and the discount link's code go into the visit's cookies before anything else runs,
 * so a form posted before hydration (or a full page load to another page) carries them.
 */
import { keepCampaign } from '../store/campaign';
import { keepDiscountEarly } from '../store/discount-early';

keepCampaign(window.location.search);
keepDiscountEarly();
