/// The terminal cell width of `character` (0, 1 or 2), for the modules that compare pictures.
package func displayWidth(of character: Character) -> Int {
    cellWidth(of: character)
}
