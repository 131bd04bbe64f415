/// <reference types="@tarojs/taro" />

declare module '*.png';
declare module '*.gif';
declare module '*.jpg';
declare module '*.jpeg';
declare module '*.svg';
declare module '*.css';
// Taro's React app creator (src/app.slices.ts evaluates it in a task of its own; no types shipped)
declare module '@tarojs/plugin-framework-react/dist/runtime';

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test';
    TARO_ENV: 'weapp' | 'h5';
    TARO_APP_ID: string;
  }
}
