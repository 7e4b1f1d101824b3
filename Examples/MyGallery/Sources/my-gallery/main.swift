import WireframeGallery

await WireframeCommand.main(scenarios: scenarios)
