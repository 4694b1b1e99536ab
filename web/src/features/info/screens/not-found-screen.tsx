import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export default function NotFoundScreen() {
  return (
    <Container sx={{ py: 6 }} maxWidth="sm">
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            404 Page Not Found
          </Typography>
          <Typography color="text.secondary">Did you forget to add the page to the router?</Typography>
        </CardContent>
      </Card>
    </Container>
  );
}
