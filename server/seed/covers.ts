/** Small generated SVG covers for the demo cases (served at /api/demo/cover/<n>.svg). */
const COLORS = ['#f56c6c', '#e6a23c', '#67c23a', '#409eff', '#9b59b6', '#16a085', '#d35400', '#2c3e50', '#c0392b', '#27ae60', '#8e44ad', '#f39c12'];
export const COVER_INITIALS = ['李', '王', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];

export function coverSvg(n: number): string {
  const color = COLORS[n % COLORS.length];
  const initial = COVER_INITIALS[n % COVER_INITIALS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420">` +
    `<rect width="750" height="420" fill="${color}"/>` +
    `<circle cx="375" cy="190" r="110" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="375" y="235" font-size="130" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${initial}</text>` +
    `<text x="375" y="385" font-size="28" text-anchor="middle" fill="#ffffff" fill-opacity="0.8" font-family="sans-serif">示例图片 ${n}</text></svg>`;
}
