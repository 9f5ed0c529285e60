/// A value that paints its whole area into a buffer. Widgets take plain props and never touch the terminal.
public protocol Widget {
    func render(in area: Rect, into buffer: inout Buffer)
}
