import WireframeCatalog
import WireframeComponents
import WireframeGallery

await WireframeCommand.main(scenarios: Catalog.builtIn)
