// `import WireframeGallery` brings the views (Wireframe) and the scripted host
// (WireframeSnapshotSupport) with it, so a gallery executable's scenarios need one import, as
// WireframeComponents brings Wireframe and WireframeStore. It does not bring WireframeTesting: the
// command links no test framework.
@_exported import Wireframe
@_exported import WireframeSnapshotSupport
