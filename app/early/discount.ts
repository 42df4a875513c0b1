/** The discount link's early script, inlined at the top of every built page's <head>. */
import { keepDiscountEarly } from '../store/discount-early';

keepDiscountEarly();
