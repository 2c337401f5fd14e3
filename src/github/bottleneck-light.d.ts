// bottleneck ships types for its main entry only; `light` is the same class without clustering
// (the entry @octokit/plugin-throttling itself uses, so the bundle holds one copy).
declare module 'bottleneck/light' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
