/** Mini-program: page styles stay with their pages (the H5 build ships the donor pages' in app-css.h5.ts). */
export {};
