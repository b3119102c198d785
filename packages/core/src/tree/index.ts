export { buildTree, flattenTree, pathTo, subtreeIds, treeOrder, wouldCycle, type TreeItem, type TreeNode } from './tree';
