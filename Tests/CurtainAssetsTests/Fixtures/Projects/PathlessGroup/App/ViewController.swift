import UIKit

class ViewController: UIViewController {}
