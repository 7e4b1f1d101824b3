// `import WireframeGallery` brings the views (Wireframe) and the scripted host (WireframeTesting)
// with it, so a gallery executable's scenarios need one import, as WireframeComponents brings
// Wireframe and WireframeStore.
@_exported import Wireframe
@_exported import WireframeTesting
