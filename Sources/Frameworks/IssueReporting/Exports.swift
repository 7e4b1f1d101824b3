// On Linux, `import IssueReporting` is the part of Wireframe's store that holds what IssueReporting holds
// for TCA: `WireframeStore`.
@_exported import WireframeStore
