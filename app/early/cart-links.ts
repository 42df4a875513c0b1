/**
 * The cart links' early script, inlined at the top of every built page's <head>: the discount
 * link's code and the quantity picked before hydration reach the cart permalinks.
 */
import { keepDiscountEarly } from '../store/discount-early';
import { keepQuantityEarly } from '../store/quantity-early';

keepDiscountEarly();
keepQuantityEarly();
