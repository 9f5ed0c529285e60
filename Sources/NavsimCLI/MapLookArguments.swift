import MapData
import MapRender
import NavApp

/// The help of `--language`, `--political-view` and `--attribution-corner`: settings of every command that draws the
/// map (`language`, `politicalView`, `attributionCorner` in the settings table).
enum MapLookArguments {
    static let help = """
          --language CODE     map labels in a language: name:CODE where a feature has it, else its local name
                              (default: local; the t key cycles the languages the map names things in)
          --political-view C  disputed borders as the country with ISO 3166-1 alpha-3 code C sees them
                              (default: international, disputed borders shown as disputed)
          --attribution-corner tl|tr|bl|br
                              where the map data attribution sits (default br); it is always shown
        """
}
