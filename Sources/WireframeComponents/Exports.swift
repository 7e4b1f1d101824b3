// `import WireframeComponents` brings the views, the store and what joins them
// (`WireframeStoreViews`), as the seed components use all three.
@_exported import WireframeStoreViews
